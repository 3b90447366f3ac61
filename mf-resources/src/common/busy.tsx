import { LoadingOutlined } from '@ant-design/icons';

/** Button `loading` with the spinner kept out of the accessible name ('Saving...', not 'loading Saving...'). */
export const busy = (on: boolean) => (on ? { icon: <LoadingOutlined aria-hidden="true" /> } : false);
