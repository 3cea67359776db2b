// @vitest-environment happy-dom
// The modal dialog as keyboard and pointer users meet it: focus moves in, Tab stays inside, Escape and
// the backdrop close it, the page under it is out of reach, and focus goes back to where it was.
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TranslationProvider } from '../../lib/translation';
import { createI18n } from '../../lib/i18n';
import { Dialog } from './dialog';
import { useModal } from '../../lib/use-modal';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Pick one">
        <button type="button">First</button>
        <button type="button">Second</button>
      </Dialog>
    </>
  );
}

it('moves focus in, keeps Tab inside, closes on Escape and returns focus', async () => {
  const user = userEvent.setup();
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <Harness />
    </TranslationProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Pick one' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
  await user.tab(); // the × button
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  await user.tab(); // wraps to the first, never out to the page
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  await user.keyboard('{Shift>}{Tab}{/Shift}');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

it('closes on a press outside the panel, not inside it', async () => {
  const user = userEvent.setup();
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <Harness />
    </TranslationProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.mouseDown(dialog);
  expect(screen.queryByRole('dialog')).not.toBeNull();
  fireEvent.mouseDown(dialog.parentElement!);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('takes the page under it out of reach while open, and gives it back as it was', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <TranslationProvider i18n={createI18n('en')}>
      <p aria-hidden="true">decoration</p>
      <Harness />
    </TranslationProvider>,
  );
  const decoration = container.querySelector('p')!;
  await user.click(screen.getByRole('button', { name: 'Open' }));
  // The page's buttons are neither found by role nor reachable; the dialog's are.
  expect(container.hasAttribute('inert')).toBe(true);
  expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  expect(screen.getByRole('button', { name: 'First' })).toBeTruthy();
  await user.keyboard('{Escape}');
  expect(container.hasAttribute('inert')).toBe(false);
  expect(container.hasAttribute('aria-hidden')).toBe(false);
  expect(decoration.getAttribute('aria-hidden')).toBe('true');
  expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
});

it('hides what is beside a layer drawn inside the page, up to <body>, not the layer itself', async () => {
  const user = userEvent.setup();
  function Inline() {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Photo
        </button>
        <section>{open && <Layer onClose={() => setOpen(false)} />}</section>
      </main>
    );
  }
  function Layer({ onClose }: { onClose: () => void }) {
    const layer = useModal<HTMLDivElement>();
    return (
      <div ref={layer} role="dialog" aria-modal="true" aria-label="Viewer">
        <button type="button" onClick={onClose}>
          Done
        </button>
      </div>
    );
  }
  render(<Inline />);
  const opener = screen.getByRole('button', { name: 'Photo' });
  await user.click(opener);
  expect(opener.hasAttribute('inert')).toBe(true);
  expect(screen.getByRole('dialog', { name: 'Viewer' }).closest('[inert]')).toBeNull();
  expect(document.body.style.overflow).toBe('hidden');
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(opener.hasAttribute('inert')).toBe(false);
  expect(document.body.style.overflow).toBe('');
  expect(document.activeElement).toBe(opener);
});
