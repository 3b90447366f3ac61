// Stand-in for shell/src/remotes/remote-registry.ts in the bench's single-bundle build:
// every screen is in the bundle, so there is nothing to fetch or register.
export async function loadRemotesConfig() {}

export async function resetRemote() {}

export function registeredRemotes() {
  return {};
}
