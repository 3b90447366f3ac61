import type { PopconfirmProps } from 'antd';

/**
 * A destructive choice asked on the field screen (discard a waiting write, remove a kept
 * area): the confirming button red, both buttons big enough for a thumb (the field screen's
 * stylesheet gives `.field-confirm` buttons their 44 px).
 */
export const FIELD_CONFIRM: Pick<PopconfirmProps, 'okButtonProps' | 'cancelButtonProps' | 'classNames'> = {
  okButtonProps: { danger: true, size: 'large' },
  cancelButtonProps: { size: 'large' },
  classNames: { root: 'field-confirm' },
};
