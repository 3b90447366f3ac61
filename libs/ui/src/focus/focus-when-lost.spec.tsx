import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useFocusWhenClosed } from './focus-when-lost';

/** An Open button and a panel (here its Close button) that takes the focus along when it goes. */
function Opener() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useFocusWhenClosed(open, opener);
  return (
    <>
      <button ref={opener} onClick={() => setOpen(true)}>
        Open
      </button>
      <button>Elsewhere</button>
      {open ? <button onClick={() => setOpen(false)}>Close</button> : null}
    </>
  );
}

describe('useFocusWhenClosed', () => {
  it('gives the focus back to the opener when what closed took it along', () => {
    render(<Opener />);
    fireEvent.click(screen.getByText('Open'));
    const close = screen.getByText('Close');
    act(() => close.focus());
    fireEvent.click(close);
    expect(document.activeElement).toBe(screen.getByText('Open'));
  });

  it('leaves the focus where the user put it meanwhile', () => {
    render(<Opener />);
    fireEvent.click(screen.getByText('Open'));
    act(() => screen.getByText('Elsewhere').focus());
    fireEvent.click(screen.getByText('Close'));
    expect(document.activeElement).toBe(screen.getByText('Elsewhere'));
  });
});
