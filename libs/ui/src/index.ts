/**
 * @hydrant/ui — the console's shared React/antd building blocks. Shared as a Module
 * Federation singleton: always import it by package name.
 */
export { COPYRIGHT, DEMO_READ_ONLY, PRODUCT_NAME } from './constants';
export { FONT_FAMILY, PRIMARY_COLOR, TEXT_SECONDARY_COLOR, hydrantTheme } from './theme/theme';
export { AppProviders } from './theme/app-providers';
export { useMediaQuery } from './media/use-media-query';
export { RemoteBoundary, RemoteLoading } from './remote-boundary/remote-boundary';
export type { RemoteBoundaryProps } from './remote-boundary/remote-boundary';
export { STATUS_TEXT_COLOR, StatusBadge, TAG_COLOR, statusColor, statusLabel } from './status/status';
export type { StatusColor } from './status/status';
export { PriorityBadge, priorityColor } from './status/priority';
export type { Priority, PriorityColor } from './status/priority';
export { displayValue, formatDate, formatDateTime, parseDate } from './format/format';
export { DEFAULT_WRITE_ROLE, DemoDisabled, useDemoGuard } from './demo/demo-guard';
export { PageTitle } from './page/page-title';
export { focusLost, useFocusWhenClosed } from './focus/focus-when-lost';
export { reportRemoteDiagnostics, useRemoteDiagnostics } from './diagnostics/remote-diagnostics';
export type {
  RemoteDiagnostics,
  RemoteDiagnosticsInput,
  RemoteOwnImports,
  ShellDiagnostics,
} from './diagnostics/remote-diagnostics';
export {
  FALLBACK_ABOVE_CHARS,
  JPEG_FALLBACK_QUALITY,
  JPEG_QUALITY,
  MAX_PHOTO_CHARS,
  MAX_PHOTO_FILE_BYTES,
  MAX_PHOTOS,
  PHOTO_ACCEPT,
  PHOTO_MAX_HEIGHT,
  PHOTO_MAX_WIDTH,
  fitWithin,
  processPhoto,
  processPhotos,
} from './photos/photo-processing';
export type { PhotoSkipReason, ProcessedPhotos, SkippedPhoto } from './photos/photo-processing';
export { useScreenToasts } from './toasts/use-screen-toasts';
export { AuditChanges, auditActionLabel, auditFieldLabel } from './audit/audit-changes';
export type { AuditEntryAction, AuditFieldChange } from './audit/audit-changes';
export { useUpdateSearchParams } from './routing/use-update-search-params';
export type { SearchParamsChange } from './routing/use-update-search-params';
