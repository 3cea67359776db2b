// @vitest-environment happy-dom
// The modal dialog as keyboard and pointer users meet it: focus moves in, Tab stays inside, Escape and
// the backdrop close it, and focus goes back to where it was.
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TranslationProvider } from '../../lib/translation';
import { createI18n } from '../../lib/i18n';
import { Dialog } from './dialog';

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
