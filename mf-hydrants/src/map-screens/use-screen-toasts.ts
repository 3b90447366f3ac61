/** The screens' toasts live in @hydrant/ui (shared with mf-maintenance). */
export { useScreenToasts } from '@hydrant/ui';
