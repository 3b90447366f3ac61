import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Overlay from 'ol/Overlay';
import { fromLonLat } from 'ol/proj';
import { FIT_PADDING, POPUP_MAX_WIDTH, POPUP_MIN_WIDTH } from '../constants';
import { useOlMap } from '../base-map/map-context';

export interface MapPopupProps {
  /** [lng, lat] of the anchor; null hides the popup */
  position: [number, number] | null;
  onClose: () => void;
  children?: ReactNode;
  /** accessible name of the popup dialog */
  title?: string;
}

/**
 * A popup anchored to a map position (an OpenLayers Overlay) whose content is React,
 * rendered through a portal. 200–300 px wide (SPEC §9); the map pans to show it.
 */
export function MapPopup({ position, onClose, children, title = 'Map popup' }: MapPopupProps) {
  const map = useOlMap();
  const element = useMemo(() => {
    const div = document.createElement('div');
    div.className = 'hydrant-map-popup';
    div.setAttribute('role', 'dialog');
    // it takes the focus when it opens (from a list of results, or a click on the map)
    div.tabIndex = -1;
    Object.assign(div.style, {
      position: 'relative',
      minWidth: `${POPUP_MIN_WIDTH}px`,
      maxWidth: `${POPUP_MAX_WIDTH}px`,
      width: 'max-content',
      boxSizing: 'border-box',
      background: '#fff',
      borderRadius: '8px',
      boxShadow: '0 6px 16px rgba(0,0,0,0.18), 0 1px 3px rgba(0,0,0,0.2)',
      padding: '12px 14px',
      // the app's font family, inherited from the page (as the rest of the screen)
      fontSize: '14px',
      lineHeight: '1.45',
      color: 'rgba(0,0,0,0.88)',
    } satisfies Partial<CSSStyleDeclaration>);
    return div;
  }, []);
  element.setAttribute('aria-label', title);

  const [overlay, setOverlay] = useState<Overlay | null>(null);
  useEffect(() => {
    const created = new Overlay({
      element,
      positioning: 'bottom-center',
      offset: [0, -12],
      stopEvent: true,
      autoPan: { animation: { duration: 200 }, margin: FIT_PADDING },
    });
    map.addOverlay(created);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the overlay lives and is disposed with this effect (StrictMode-safe); the state hands it to the render
    setOverlay(created);
    return () => {
      map.removeOverlay(created);
      created.dispose();
      setOverlay(null);
    };
  }, [map, element]);

  const lng = position?.[0];
  const lat = position?.[1];
  useEffect(() => {
    overlay?.setPosition(lng === undefined || lat === undefined ? undefined : fromLonLat([lng, lat]));
  }, [overlay, lng, lat]);

  // content that grows after it opens (data arriving, images) is panned into view again
  const shown = position !== null;
  useEffect(() => {
    if (!overlay || !shown || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (overlay.getPosition()) overlay.panIntoView({ animation: { duration: 200 }, margin: FIT_PADDING });
      });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [overlay, element, shown]);

  // Opened, the popup has the focus (the keyboard reads and uses it next); closed, the focus
  // goes back to what had it before (a result's button) unless the user has moved it elsewhere.
  useEffect(() => {
    if (!overlay || !shown) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.focus({ preventScroll: true });
    return () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || element.contains(active);
      if (lost && opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, [overlay, element, shown]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [element, onClose]);

  if (!position) return null;
  return createPortal(
    <>
      <span
        aria-hidden
        style={{
          position: 'absolute',
          left: '50%',
          bottom: -7,
          marginLeft: -7,
          width: 14,
          height: 14,
          background: '#fff',
          transform: 'rotate(45deg)',
          boxShadow: '2px 2px 3px rgba(0,0,0,0.12)',
        }}
      />
      <button
        type="button"
        aria-label="Close popup"
        onClick={onClose}
        style={{
          position: 'absolute',
          top: 4,
          right: 6,
          border: 0,
          background: 'transparent',
          fontSize: 18,
          lineHeight: 1,
          cursor: 'pointer',
          color: 'rgba(0,0,0,0.45)',
          padding: 4,
        }}
      >
        ×
      </button>
      <div style={{ position: 'relative', paddingRight: 18 }}>{children}</div>
    </>,
    element,
  );
}
