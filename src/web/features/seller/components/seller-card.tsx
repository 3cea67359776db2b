// The top of a seller's page (decision 185): who they are as others see them. Their name in its own
// direction (decision 153), their Google photo or an initial, and what B/S knows of them as a seller.
import { useState } from 'react';
import { Link } from 'react-router';
import type { SellerProfile } from '../../../../domain/api';
import { monthYear } from '../../../../domain/format';
import { REPLY_TIME_TEXT, SELLER_BADGE_TEXT, SELLER_TEXT } from '../../../../domain/seller';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { ChatIcon } from '../../../components/ui/icons/chat';
import { TagIcon } from '../../../components/ui/icons/tag';

function SellerPhoto({ seller }: { seller: SellerProfile }) {
  const [broken, setBroken] = useState(false);
  const size = 'h-20 w-20 sm:h-24 sm:w-24';
  if (seller.avatarUrl && !broken)
    return (
      <img
        src={seller.avatarUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${size} grid shrink-0 place-items-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800`}
    >
      {(seller.name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

export function SellerCard({ seller }: { seller: SellerProfile }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section aria-labelledby="seller-name" className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <div className="flex items-center gap-4 sm:gap-6">
        <SellerPhoto seller={seller} />
        <div className="min-w-0">
          <h1
            id="seller-name"
            dir="auto"
            className="text-2xl font-extrabold break-words [text-align:match-parent] sm:text-3xl"
          >
            {seller.name}
          </h1>
          <p className="mt-1 text-muted">
            {t('ad.memberSince', { date: monthYear(seller.memberSince, lang) })}
            {seller.city && (
              <>
                {' · '}
                <span>{t(seller.city)}</span>
              </>
            )}
          </p>
          {seller.badges.length > 0 && (
            <ul aria-label={t('seller.badges')} className="mt-2 flex flex-wrap gap-2">
              {seller.badges.map((badge) => (
                <li
                  key={badge}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
                >
                  {t(SELLER_BADGE_TEXT[badge])}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <ul className="mt-5 grid gap-2 border-t border-line pt-4 text-ink sm:grid-cols-2">
        {seller.replyTime && (
          <li className="flex items-center gap-2">
            <ChatIcon size={20} className="shrink-0 text-brand-700" />
            {t(REPLY_TIME_TEXT[seller.replyTime])}
          </li>
        )}
        <li className="flex items-center gap-2">
          <TagIcon size={20} className="shrink-0 text-brand-700" />
          {t(SELLER_TEXT.soldOn, { count: seller.soldCount })}
        </li>
      </ul>
      {seller.isMe && (
        <p className="mt-4 rounded-lg bg-canvas px-3 py-2 text-sm text-muted">
          {t('seller.yourPage')}{' '}
          <Link to="/settings" className="font-semibold text-brand-700 underline underline-offset-4">
            {t('seller.changeName')}
          </Link>
        </p>
      )}
    </section>
  );
}
