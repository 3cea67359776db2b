// /post/{category}/{brand}: 'Select a Model' (docs/product.md §2 "Model picker").
import { useNavigate, useParams } from 'react-router';
import { findCategory } from '../../../domain/categories';
import { findBrand } from '../../../domain/catalogue';
import { getForm } from '../../../domain/fields';
import { OTHER } from '../../../domain/fields/options';
import { RequireSignIn } from '../../components/require-sign-in';
import { InvalidState } from './components/invalid-state';
import { Picker } from './components/picker';
import { CategoryIcon } from '../../components/category-icon';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { enSell } from '../../i18n/en-sell';

export function Component() {
  useEnglishSection('sell', enSell);
  const { t } = useTranslation();
  const params = useParams();
  const category = findCategory(params.category);
  // The OTHER brand has no models: its tile leads straight to the form (docs/product.md §2).
  const brand = category && params.brand ? findBrand(category.key, params.brand) : undefined;
  const navigate = useNavigate();
  if (!category || !brand) {
    return (
      <InvalidState
        title={t('sell.invalidChoice')}
        text={t('sell.invalidChoiceText')}
        to={category ? `/post/${category.key}` : '/'}
        linkLabel={category ? t('sell.backToBrand') : t('sell.backHome')}
      />
    );
  }
  const label = t(getForm(category.key).modelLabel).toLowerCase();
  const base = `/post/${category.key}/${brand.key}`;
  const items = brand.models.map((model) => ({
    key: model,
    label: model,
    to: `${base}/${encodeURIComponent(model)}`,
  }));
  return (
    <RequireSignIn reason={t('sell.signInToPost')}>
      <Picker
        title={t('sell.selectModel')}
        eyebrow={
          <span>
            <CategoryIcon category={category.key} size={16} className="inline align-[-3px]" />{' '}
            {t(category.name)} › {brand.name} · {t('sell.step', { n: 2 })}
          </span>
        }
        intro={t('sell.whichModel', { brand: brand.name, label })}
        back={{ label: t('sell.backToBrand'), onClick: () => navigate(`/post/${category.key}`) }}
        items={items}
        other={{ to: `${base}/${OTHER}`, hint: t('sell.notListed') }}
        filterLabel={t('sell.searchBrandPlural', { brand: brand.name, label })}
        contact={{
          label: t('sell.contactSupport'),
          message: t('sell.missingModel', { brand: brand.name, label }),
        }}
      />
    </RequireSignIn>
  );
}
