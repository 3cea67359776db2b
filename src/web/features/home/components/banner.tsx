// The home banner (docs/product.md §2): three slides turning every BANNER_ROTATION_MS, with arrows, dots and a
// counter. It holds still while the pointer or focus is on it, when paused, and for people who ask
// their system for reduced motion (WCAG 2.2.2).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_ROTATION_MS } from '../../../../domain/limits';
import { BannerArt } from './banner-art';
import { SLIDES } from './banner-slides';
import { useTranslation } from '../../../lib/translation';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Banner() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(reducedMotion);
  const rotating = !paused && !hovered && !focused;
  const count = SLIDES.length;
  const go = (i: number) => setIndex((i + count) % count);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const slide = SLIDES[index]!;
  const cta =
    'inline-flex min-h-11 items-center rounded-lg bg-white px-5 font-semibold text-ink hover:bg-brand-50';
  const control =
    'grid h-11 w-11 place-items-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:outline-white';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      className={`relative overflow-hidden rounded-2xl bg-gradient-to-r ${slide.tone} text-white`}
    >
      {/* Every slide sits in the same grid cell and only the current one is visible, so the banner is
          as tall as its tallest slide at any width: turning slides never moves the page. */}
      <div className="grid">
        {SLIDES.map((s, i) => (
          <div
            key={s.key}
            role="group"
            aria-roledescription="slide"
            aria-label={t('banner.slideOf', { n: i + 1, count })}
            aria-hidden={i !== index}
            inert={i !== index}
            aria-live={i === index && !rotating ? 'polite' : 'off'}
            className={`col-start-1 row-start-1 flex min-h-52 items-center gap-4 px-6 pt-6 pb-16 sm:min-h-56 sm:px-12 ${i === index ? '' : 'invisible'}`}
          >
            <div className="max-w-xl">
              <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
                {t(`banner.${s.key}.title`)}
              </h2>
              <p className="mt-2 text-white/90 sm:text-lg">{t(`banner.${s.key}.text`)}</p>
              <div className="mt-4">
                {s.to.startsWith('#') ? (
                  <a href={s.to} className={cta}>
                    {t(`banner.${s.key}.cta`)}
                  </a>
                ) : (
                  <Link to={s.to} className={cta}>
                    {t(`banner.${s.key}.cta`)}
                  </Link>
                )}
              </div>
            </div>
            <BannerArt art={s.art} className="ms-auto hidden h-36 w-36 shrink-0 text-white/85 sm:block" />
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-3 flex items-center justify-between gap-2 px-3 sm:px-6">
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={control}
            aria-label={t('banner.previous')}
            onClick={() => go(index - 1)}
          >
            <Chevron flip />
          </button>
          <button
            type="button"
            className={control}
            aria-label={t('banner.next')}
            onClick={() => go(index + 1)}
          >
            <Chevron />
          </button>
          <button
            type="button"
            className={control}
            aria-label={paused ? t('banner.play') : t('banner.pause')}
            onClick={() => setPaused(!paused)}
          >
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="currentColor">
              {paused ? <path d="M3 1.5v11l9-5.5z" /> : <path d="M3 2h3v10H3zM8 2h3v10H8z" />}
            </svg>
          </button>
        </div>
        <div className="flex items-center">
          {SLIDES.map((s, i) => (
            <button
              key={s.key}
              type="button"
              aria-label={t('banner.goTo', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => go(i)}
              className="grid h-11 w-11 place-items-center"
            >
              {/* One width, scaled: a transform moves nothing else, so the dots never shift the layout. */}
              <span
                className={`block h-2.5 w-6 rounded-full transition-transform ${i === index ? 'bg-white' : 'scale-x-[0.42] bg-white/50'}`}
              />
            </button>
          ))}
        </div>
        {/* dir="ltr": a numeric range reads '1 / 3' on Urdu pages too (in rtl the bidi order showed '3/1'). */}
        <p
          dir="ltr"
          className="min-w-12 rounded-full bg-black/25 px-2.5 py-1 text-center text-sm font-semibold whitespace-nowrap tabular-nums"
        >
          {index + 1} / {count}
        </p>
      </div>
    </section>
  );
}

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      className={`rtl:-scale-x-100 ${flip ? 'rotate-180' : ''}`}
    >
      <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
