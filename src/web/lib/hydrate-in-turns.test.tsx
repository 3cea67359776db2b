// @vitest-environment happy-dom
// Hydration in turns (decision 134): a wrapped part keeps the server's DOM through the first pass and
// comes alive in a later task. After that, the wrapper is transparent.
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydrateInTurn, hydrateInTurns } from './hydrate-in-turns';

function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {name} {n}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="top" />
      <ul>
        {['first', 'second', 'third'].map((name) => (
          <HydrateInTurn key={name}>
            <li>
              <Counter name={name} />
            </li>
          </HydrateInTurn>
        ))}
      </ul>
      <p>after</p>
    </main>
  );
}

const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent!.startsWith(name))!;

/** A state change renders in a microtask; a task later it is on the page. */
const rendered = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateInTurns', () => {
  it('hydrates the page at once and each wrapped part later, keeping every server-drawn node', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const drawn = [...root.querySelectorAll('li, button, p')];
    expect(drawn.map((n) => n.textContent)).toEqual([
      'top 0',
      'first 0',
      'first 0',
      'second 0',
      'second 0',
      'third 0',
      'third 0',
      'after',
    ]);

    const done = hydrateInTurns(() => hydrateRoot(root, <Page />));
    // After the first pass: the page outside the parts answers, the parts are still the server's.
    button(root, 'top').click();
    button(root, 'second').click();
    await rendered();
    expect(button(root, 'top').textContent).toBe('top 1');
    expect(button(root, 'second').textContent).toBe('second 0');

    await done;
    const after = [...root.querySelectorAll('li, button, p')];
    expect(after).toHaveLength(drawn.length);
    after.forEach((node, i) => expect(node).toBe(drawn[i]));
    button(root, 'second').click();
    await rendered();
    expect(button(root, 'second').textContent).toBe('second 1');
    expect(root.querySelectorAll('li')).toHaveLength(3);
    expect(performance.getEntriesByName('hydrated')).toHaveLength(1);
  });

  it('hydrates a part inside a part in a turn of its own, keeping every server-drawn node', async () => {
    function Rows() {
      return (
        <main>
          <Counter name="top" />
          {['row one', 'row two'].map((row) => (
            <HydrateInTurn key={row}>
              <section>
                <Counter name={row} />
                <ul>
                  {['a', 'b'].map((card) => (
                    <HydrateInTurn key={card}>
                      <li>
                        <Counter name={`${row} card ${card}`} />
                      </li>
                    </HydrateInTurn>
                  ))}
                </ul>
              </section>
            </HydrateInTurn>
          ))}
        </main>
      );
    }
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Rows />);
    document.body.append(root);
    const drawn = [...root.querySelectorAll('section, li, button')];
    expect(drawn).toHaveLength(2 + 4 + 7);

    const done = hydrateInTurns(() => hydrateRoot(root, <Rows />));
    button(root, 'row two card b').click();
    await rendered();
    expect(button(root, 'row two card b').textContent).toBe('row two card b 0');

    await done;
    const after = [...root.querySelectorAll('section, li, button')];
    after.forEach((node, i) => expect(node).toBe(drawn[i]));
    expect(after).toHaveLength(drawn.length);
    for (const name of ['row one', 'row two card b']) {
      button(root, name).click();
      await rendered();
      expect(button(root, name).textContent).toBe(`${name} 1`);
    }
  });

  it('renders a part at once outside the first pass (a page drawn in the browser)', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(<Page />);
    await rendered();
    expect([...root.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'first 0',
      'second 0',
      'third 0',
    ]);
    button(root, 'third').click();
    await rendered();
    expect(button(root, 'third').textContent).toBe('third 1');
  });
});
