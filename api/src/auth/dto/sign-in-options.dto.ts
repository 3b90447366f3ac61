import { ApiProperty } from '@nestjs/swagger';

/** How this site signs people in (read by the sign-in screen before anyone is signed in). */
export class SignInOptionsDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'City Directory',
    description: "The site's OpenID Connect provider, for a 'Sign in with …' button (GET /api/auth/oidc/start); null: none.",
  })
  providerName: string | null;

  @ApiProperty({
    enum: ['all', 'admin'],
    description:
      'Who may sign in with a username and password: every local account, or local administrators only (LOCAL_SIGN_IN).',
  })
  localSignIn: 'all' | 'admin';
}

/** Where the browser goes after signing out. */
export class SignOutDto {
  @ApiProperty({
    example: '/login',
    description: "/login, or the provider's end-session URL (which sends the browser back to /login when done)",
  })
  redirectTo: string;
}
