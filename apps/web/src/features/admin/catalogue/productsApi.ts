import type { AdminProduct, AdminProductPage, Product } from '@shop/contracts';
import { ApiError, api } from '../../../lib/api.ts';
import { sendFile } from '../../../lib/sendFile.ts';
import { ADMIN_FRESH_MS, useAdminChange, useAdminRead } from '../shared/adminApi.ts';

export interface ProductsQuery {
  category?: string;
  q?: string;
  stock?: string;
  sort?: string;
  pageNumber: number;
  pageSize: number;
}

export function useAdminProducts(query: ProductsQuery) {
  return useAdminRead<AdminProductPage>(['products', query], '/api/admin/products', {
    query: { ...query },
    staleTime: ADMIN_FRESH_MS,
    keepPrevious: true,
  });
}

/** One product for the edit form, with the version the form sends back when it saves (S34). */
export function useAdminProduct(productId: string | undefined) {
  return useAdminRead<AdminProduct>(
    ['product', productId],
    `/api/admin/products/${encodeURIComponent(productId ?? '')}`,
    { enabled: !!productId, staleTime: 0 },
  );
}

export function useDeleteProduct() {
  return useAdminChange((productId: string) =>
    api<{ message: string }>(`/api/admin/products/${encodeURIComponent(productId)}/delete`, {
      method: 'DELETE',
    }),
  );
}

/** The spec's create-product payload (docs/product.md §3); the server derives quantity and discountPercent itself. */
export interface ProductPayload {
  /** The main picture; `images` holds all of them in order, the main one first. */
  Image: string;
  images: string[];
  title: string;
  color: string;
  quantity: number;
  price: number;
  discountedPrice: number;
  discountPercent: number;
  topLevelCategory: string;
  secondLevelCategory: string;
  thirdLevelCategory: string;
  description: string;
  /** GST: the HSN code and the rate in percent (prices include it). */
  hsn: string;
  gstRate: number;
  /** Product facts; null clears one. */
  material: string | null;
  weightGrams: number | null;
  dimensions: string | null;
  care: string | null;
  warranty: string | null;
  /** The law's declarations (docs/law.md); null: the shop's default or not declared. */
  countryOfOrigin: string | null;
  manufacturer: string | null;
  netQuantity: string | null;
  purity: string | null;
  huid: string | null;
  /** The shipping box (cm, all three or none) and packed weight (g) Shiprocket bookings use; null: the shop's. */
  parcelLengthCm: number | null;
  parcelBreadthCm: number | null;
  parcelHeightCm: number | null;
  packedWeightGrams: number | null;
  size: { name: string; quantity: number }[];
  /** A text the shopper may have engraved (issue 45); null: none. */
  personalisation: { label: string; maxChars: number; fee: number; leadDays: number } | null;
  /** When editing: the product's version as the form loaded it; a changed product refuses the save. */
  version?: number;
}

export function useSaveProduct() {
  return useAdminChange(
    ({ productId, payload }: { productId?: string; payload: ProductPayload }) =>
      productId
        ? api<AdminProduct>(`/api/admin/products/${encodeURIComponent(productId)}`, {
            method: 'PUT',
            body: payload,
          })
        : api<Product>('/api/admin/products', { method: 'POST', body: payload }),
    'succeeded',
  );
}

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST /api/admin/uploads as multipart/form-data with one image; answers the stored image's URL.
 */
export async function uploadImage(file: File): Promise<string> {
  if (!UPLOAD_TYPES.includes(file.type))
    throw new ApiError(400, 'UPLOAD_TYPE', 'Choose a JPEG, PNG or WebP image.');
  if (file.size > UPLOAD_MAX_BYTES)
    throw new ApiError(413, 'UPLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
  const form = new FormData();
  form.append('file', file, file.name);
  const stored = await sendFile<{ url: string }>(
    '/api/admin/uploads',
    { method: 'POST', body: form },
    (reply) => !!reply.url,
    {
      code: 'UPLOAD_FAILED',
      message: 'The image could not be uploaded. Please try again.',
      tooLarge: new ApiError(413, 'UPLOAD_TOO_LARGE', 'The image is larger than 5 MB.'),
    },
  );
  return stored.url;
}
