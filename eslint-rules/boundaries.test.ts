import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries from './boundaries.js';

// Lints fixture files that stand in for src/ (eslint-rules/fixtures/x is treated as src/x) and expects
// each one-way rule to fire, so a config change that silently disables the rule fails here.
async function lint(file: string) {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [
      { plugins: { boundaries }, rules: { 'boundaries/one-way-imports': 'error' } },
      { languageOptions: { parserOptions: { ecmaVersion: 2022, sourceType: 'module' } } },
    ],
  });
  const [result] = await eslint.lintFiles([`eslint-rules/fixtures/${file}`]);
  return result!.messages.map((m) => m.message);
}

describe('one-way import rules', () => {
  it('stops the domain from importing the server', async () => {
    expect((await lint('domain/bad.js')).join()).toMatch(/src\/domain is pure/);
  });
  it('stops the web app from importing the server', async () => {
    expect((await lint('web/features/home/bad-server.js')).join()).toMatch(/never imports server code/);
  });
  it('stops one feature from importing another', async () => {
    expect((await lint('web/features/home/bad-feature.js')).join()).toMatch(
      /Features never import each other/,
    );
  });
  it('stops the server from importing the web app', async () => {
    expect((await lint('server/bad.js')).join()).toMatch(/never imports web code/);
  });
  it('stops product code from importing test helpers', async () => {
    expect((await lint('server/bad-test-support.js')).join()).toMatch(/never imports test helpers/);
  });
  it('stops a server feature from calling the demo data', async () => {
    expect((await lint('server/ads/bad-demo.js')).join()).toMatch(/Only the server's start-up/);
  });
  it('lets a feature import its own files', async () => {
    expect(await lint('web/features/home/good.js')).toEqual([]);
  });
});
