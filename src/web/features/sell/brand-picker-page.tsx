// /post/{category}: 'Choose Your Brand' (docs/product.md §2 "Brand picker").
import { useParams } from 'react-router';
import { findCategory } from '../../../domain/categories';
import { getBrands } from '../../../domain/catalogue';
import { getForm } from '../../../domain/fields';
import { OTHER } from '../../../domain/fields/options';
import { RequireSignIn } from '../../components/require-sign-in';
import { InvalidState } from './components/invalid-state';
import { Picker } from './components/picker';
import { useBack } from './hooks/use-back';
import { OTHER_BRAND_SEGMENT } from './lib/post-target';
import { CategoryIcon } from '../../components/category-icon';
import { useEnglishSection, useTranslation } from '../../lib/translation';
import { enSell } from '../../i18n/en-sell';

export function Component() {
  useEnglishSection('sell', enSell);
  const { t } = useTranslation();
  const { category: key } = useParams();
  const category = findCategory(key);
  const back = useBack('/');
  if (!category) {
    return <InvalidState title={t('sell.invalidCategory')} text={t('sell.invalidCategoryBrowse')} />;
  }
  const brandLabel = t(getForm(category.key).brandLabel);
  const label = brandLabel.toLowerCase();
  const items = getBrands(category.key).map((brand) => ({
    key: brand.key,
    label: brand.name,
    to: `/post/${category.key}/${brand.key}`,
    hint: t('sell.options', { count: brand.models.length }),
  }));
  return (
    <RequireSignIn reason={t('sell.signInToPost')}>
      <Picker
        title={t('sell.chooseBrand')}
        // The product's heading stays (docs/product.md §2); property says what the choice is.
        kind={brandLabel === t('Brand') ? undefined : brandLabel.charAt(0) + label.slice(1)}
        eyebrow={
          <span>
            <CategoryIcon category={category.key} size={16} className="inline align-[-3px]" />{' '}
            {t('sell.postIn', { category: t(category.name) })} · {t('sell.step', { n: 1 })}
          </span>
        }
        intro={t('sell.pickThe', { label })}
        back={{ label: t('sell.backHome'), onClick: back }}
        items={items}
        other={{ to: `/post/${category.key}/${OTHER_BRAND_SEGMENT}/${OTHER}`, hint: t('sell.notListed') }}
        filterLabel={t('sell.searchPlural', { label })}
        contact={{
          label: t('sell.contactUs'),
          message: t('sell.missingBrand', { label }),
        }}
        avatars
      />
    </RequireSignIn>
  );
}
