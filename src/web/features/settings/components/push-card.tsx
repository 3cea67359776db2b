// 'Push notifications' in Settings: opt in on this device to get saved-search alerts and
// price drops even when the site is closed. Shown only where the server has push keys.
import { useEffect, useState } from 'react';
import { currentSubscription, pushSupported, turnOffPush, turnOnPush, usePushKey } from '../api/push';
import { SettingsCard } from './settings-card';
import { useTranslation } from '../../../lib/translation';

type State = 'checking' | 'on' | 'off' | 'unsupported';

export function PushCard() {
  const { t } = useTranslation();
  const key = usePushKey().data?.publicKey;
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    currentSubscription()
      .then((s) => setState(s ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  if (!key) return null;
  const run = async (action: () => Promise<void>, next: State) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setState(next);
    } catch (err) {
      setError(t.error(err, err instanceof Error ? err.message : t('settings.wrong')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsCard title={t('settings.push')} note={t('settings.pushNote')}>
      {state === 'unsupported' ? (
        <p className="text-sm text-muted">{t('settings.pushUnsupported')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm font-semibold text-ink">
            {state === 'on' ? t('settings.pushOn') : state === 'off' ? t('settings.pushOff') : ''}
          </p>
          {state !== 'checking' && (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void (state === 'on' ? run(turnOffPush, 'off') : run(() => turnOnPush(key), 'on'))
              }
              className={`min-h-11 rounded-lg px-5 font-semibold disabled:opacity-60 ${state === 'on' ? 'border border-line text-ink hover:bg-canvas' : 'bg-brand-700 text-white hover:bg-brand-800'}`}
            >
              {state === 'on' ? t('settings.turnOff') : t('settings.turnOn')}
            </button>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </SettingsCard>
  );
}
