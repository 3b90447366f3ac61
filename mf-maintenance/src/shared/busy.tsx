import { LoadingOutlined } from '@ant-design/icons';

/** Button `loading` with the spinner kept out of the accessible name ('Scheduling...', not 'loading Scheduling...'). */
export const busy = (on: boolean) => (on ? { icon: <LoadingOutlined aria-hidden="true" /> } : false);
