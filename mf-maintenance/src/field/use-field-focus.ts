import { useEffect, useRef } from 'react';

/**
 * The field screen shows one view at a time (the list, a hydrant, a form), each replacing the
 * one whose button was pressed, so the focus would fall back to the top of the page. It is
 * moved to the new view's heading instead. Back on the list from a hydrant, it goes to that
 * hydrant's entry; after a form was saved (the hydrant may be leaving the list as its work is
 * done), to the Hydrant ID field, ready for the next one.
 */
export function useFieldFocus(hydrantId: number | null, task: string | null) {
  const key = `${hydrantId ?? ''}/${task ?? ''}`;
  const last = useRef({ key, hydrantId, task });
  useEffect(() => {
    const previous = last.current;
    if (previous.key === key) return;
    last.current = { key, hydrantId, task };
    const entry = previous.task
      ? null
      : document.querySelector<HTMLElement>(`.work-item[data-hydrant="${previous.hydrantId}"]`);
    const target =
      hydrantId !== null
        ? document.getElementById(task ? 'field-form-title' : 'field-hydrant')
        : (entry ?? document.getElementById('field-find-input'));
    target?.focus();
  }, [key, hydrantId, task]);
}
