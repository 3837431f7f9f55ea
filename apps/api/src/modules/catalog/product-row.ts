import { type AdminProduct, type Product, paiseToRupees, SECOND_LEVEL_CATEGORY } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { PersonalisationCopy } from '../../db/schema/index.ts';
import { type FinishRow, finishesOf } from './finishes-view.ts';

/** One product as the catalogue queries select it: sizes and images aggregated in the same query (no N+1). */
export type ProductRow = {
  id: string;
  title: string;
  slug: string;
  image_url: string;
  detail: string;
  description: string;
  color: string;
  price_paise: number;
  discounted_price_paise: number;
  discount_percent: number;
  rating: number;
  ratings_count: number;
  total_quantity: number;
  version: number;
  listed: boolean;
  hsn: string;
  gst_rate: number;
  material: string | null;
  weight_grams: number | null;
  dimensions: string | null;
  care: string | null;
  warranty: string | null;
  country_of_origin: string | null;
  manufacturer: string | null;
  net_quantity: string | null;
  purity: string | null;
  huid: string | null;
  top_level_category: string;
  second_level_category: string;
  third_level_category: string;
  created_at: Date | string;
  sizes: { _id: string; name: string; quantity: number }[];
  images: string[];
  finishes: FinishRow[];
  design_group_id: string | null;
  personalisation: PersonalisationCopy | null;
  parcel_length_cm: number | null;
  parcel_breadth_cm: number | null;
  parcel_height_cm: number | null;
  packed_weight_grams: number | null;
};

/** The select list for `products p`; the aggregates run once per selected product. */
export const PRODUCT_COLUMNS = sql`p.id, p.title, p.slug, p.image_url, p.detail, p.description, p.color, p.price_paise,
  p.discounted_price_paise, p.discount_percent, p.rating_average::float8 as rating, p.ratings_count,
  p.total_quantity, p.version, p.listed, p.hsn, p.gst_rate::float8 as gst_rate,
  p.material, p.weight_grams::float8 as weight_grams, p.dimensions, p.care, p.warranty,
  p.country_of_origin, p.manufacturer, p.net_quantity, p.purity, p.huid, p.top_level_category, p.second_level_category, p.third_level_category, p.created_at,
  coalesce((select json_agg(json_build_object('_id', s.id, 'name', s.name, 'quantity', s.quantity)
                            order by s.position, s.name)
            from product_sizes s where s.product_id = p.id), '[]'::json) as sizes,
  coalesce((select json_agg(i.src order by i.position)
            from product_images i where i.product_id = p.id), '[]'::json) as images,
  p.personalisation, p.design_group_id, p.parcel_length_cm::float8 as parcel_length_cm,
  p.parcel_breadth_cm::float8 as parcel_breadth_cm, p.parcel_height_cm::float8 as parcel_height_cm, p.packed_weight_grams,
  case when p.design_group_id is null then '[]'::json else
    coalesce((select json_agg(json_build_object('productId', f.id, 'slug', f.slug, 'label', f.finish_label, 'color', f.color,
                'swatch', f.finish_swatch, 'inStock', f.total_quantity > 0, 'thumbnail', f.image_url,
                'listed', f.listed) order by f.finish_position, f.created_at, f.id)
              from products f where f.design_group_id = p.design_group_id and f.deleted_at is null), '[]'::json)
  end as finishes`;

/** The product shape of docs/api.md "Catalog": money in rupees, `_id` and `id`, `size` and `sizes`. */
export function toProduct(row: ProductRow): Product {
  return productOf(row, false);
}

function productOf(row: ProductRow, includeUnlisted: boolean): Product {
  const sizes = row.sizes.map((s) => ({ _id: s._id, name: s.name, quantity: s.quantity }));
  const images = row.images.length > 0 ? row.images : [row.image_url];
  const quantity = sizes.reduce((sum, s) => sum + s.quantity, 0);
  const rating = Number(row.rating);
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    slug: row.slug,
    Image: row.image_url,
    images: images.map((src) => ({ src })),
    detail: row.detail,
    description: row.description,
    color: row.color,
    price: paiseToRupees(row.price_paise),
    discountedPrice: paiseToRupees(row.discounted_price_paise),
    discountPercent: row.discount_percent,
    rating,
    numRatings: rating,
    ratingsCount: row.ratings_count,
    sizes,
    size: sizes,
    quantity,
    topLevelCategory: row.top_level_category,
    secondLevelCategory: row.second_level_category,
    thirdLevelCategory: row.third_level_category,
    category: {
      name: row.third_level_category,
      level: 3,
      parent: {
        name: row.second_level_category || SECOND_LEVEL_CATEGORY,
        level: 2,
        parent: { name: row.top_level_category, level: 1, parent: null },
      },
    },
    inStock: quantity > 0,
    hsn: row.hsn,
    gstRate: Number(row.gst_rate),
    material: row.material,
    weightGrams: row.weight_grams === null ? null : Number(row.weight_grams),
    dimensions: row.dimensions,
    care: row.care,
    warranty: row.warranty,
    countryOfOrigin: row.country_of_origin,
    manufacturer: row.manufacturer,
    netQuantity: row.net_quantity,
    purity: row.purity,
    huid: row.huid,
    createdAt: new Date(row.created_at).toISOString(),
    ...finishesOf(row, includeUnlisted),
    personalisation: row.personalisation && {
      label: row.personalisation.label,
      maxChars: row.personalisation.maxChars,
      fee: paiseToRupees(row.personalisation.feePaise),
      leadDays: row.personalisation.leadDays,
    },
  };
}

/** The back office's shape: the product, its version, which the edit form sends back (S34), and whether it is listed. */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    ...productOf(row, true),
    version: row.version,
    listed: row.listed,
    parcelLengthCm: row.parcel_length_cm,
    parcelBreadthCm: row.parcel_breadth_cm,
    parcelHeightCm: row.parcel_height_cm,
    packedWeightGrams: row.packed_weight_grams,
  };
}
