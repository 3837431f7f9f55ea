import type { Product } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  derivedPercent,
  derivedQuantity,
  EMPTY_FORM,
  formFieldOf,
  formValuesOf,
  type ProductFormValues,
  payloadOf,
  productFormSchema,
  typedRupees,
} from './productForm.ts';

const filled: ProductFormValues = {
  ...EMPTY_FORM,
  images: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
  title: '  Crescent ring ',
  color: 'gold',
  price: '1499.50',
  discountedPrice: '999',
  topLevelCategory: 'women',
  thirdLevelCategory: 'women_rings',
  weightGrams: '3.5',
  material: ' ',
  size: [
    { name: 'S', quantity: '2' },
    { name: 'M', quantity: '5' },
  ],
};

describe('product form → API payload', () => {
  it('turns the typed text into the spec payload: numbers, the main picture, totals and the percent', () => {
    const parsed = productFormSchema.safeParse(filled);
    expect(parsed.success).toBe(true);
    const payload = payloadOf(productFormSchema.parse(filled));
    expect(payload).toMatchObject({
      Image: 'https://cdn.example.com/a.jpg',
      images: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
      title: 'Crescent ring',
      price: 1499.5,
      discountedPrice: 999,
      discountPercent: 33,
      quantity: 7,
      weightGrams: 3.5,
      material: null,
      size: [
        { name: 'S', quantity: 2 },
        { name: 'M', quantity: 5 },
      ],
    });
  });

  it('sends the price as the discounted price when none is typed', () => {
    const payload = payloadOf(productFormSchema.parse({ ...filled, discountedPrice: '' }));
    expect(payload.discountedPrice).toBe(1499.5);
    expect(payload.discountPercent).toBe(0);
  });

  it("refuses a discount above the price, another top level's category and a repeated size", () => {
    const result = productFormSchema.safeParse({
      ...filled,
      discountedPrice: '2000',
      thirdLevelCategory: 'men_rings',
      size: [
        { name: 'M', quantity: '1' },
        { name: 'm', quantity: '1' },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['discountedPrice', 'thirdLevelCategory', 'size.1.name']));
  });
});

describe("the product's shipping box and packed weight", () => {
  const issues = (values: Partial<ProductFormValues>) =>
    productFormSchema
      .safeParse({ ...filled, ...values })
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('sends the box and packed weight as numbers, and empty fields as null (the shop defaults)', () => {
    const boxed = payloadOf(
      productFormSchema.parse({
        ...filled,
        parcelLengthCm: ' 9.5',
        parcelBreadthCm: '8',
        parcelHeightCm: '4',
        packedWeightGrams: '95',
      }),
    );
    expect(boxed).toMatchObject({
      parcelLengthCm: 9.5,
      parcelBreadthCm: 8,
      parcelHeightCm: 4,
      packedWeightGrams: 95,
    });
    expect(payloadOf(productFormSchema.parse(filled))).toMatchObject({
      parcelLengthCm: null,
      parcelBreadthCm: null,
      parcelHeightCm: null,
      packedWeightGrams: null,
    });
  });

  it('asks for the missing sides of a half-given box, and refuses sizes and weights out of range', () => {
    expect(issues({ parcelLengthCm: '9' })).toEqual([
      'parcelBreadthCm: is required with the other sides (give length, breadth and height, or none)',
      'parcelHeightCm: is required with the other sides (give length, breadth and height, or none)',
    ]);
    const box = { parcelLengthCm: '9', parcelBreadthCm: '9', parcelHeightCm: '4' };
    expect(issues({ ...box, parcelHeightCm: '0.2' })).toEqual(['parcelHeightCm: must be at least 0.5 cm']);
    expect(issues({ ...box, parcelLengthCm: '250' })).toEqual(['parcelLengthCm: must be at most 200 cm']);
    expect(issues({ ...box, parcelBreadthCm: '9.25' })).toEqual([
      'parcelBreadthCm: must be centimetres, e.g. 9.5',
    ]);
    expect(issues({ packedWeightGrams: '12.5' })).toEqual([
      'packedWeightGrams: must be whole grams, e.g. 120',
    ]);
    expect(issues({ packedWeightGrams: '2' })).toEqual([
      "packedWeightGrams: must be at least the piece's own weight (3.5 g)",
    ]);
  });

  it('fills the fields from the product, and maps their API errors onto them', () => {
    const product = {
      Image: 'https://cdn.example.com/a.jpg',
      images: [],
      price: 1499,
      discountedPrice: 1499,
      sizes: [],
      parcelLengthCm: 9.5,
      parcelBreadthCm: 8,
      parcelHeightCm: 4,
      packedWeightGrams: null,
    } as unknown as Product;
    expect(formValuesOf(product)).toMatchObject({
      parcelLengthCm: '9.5',
      parcelBreadthCm: '8',
      parcelHeightCm: '4',
      packedWeightGrams: '',
    });
    expect(formFieldOf('body.packedWeightGrams')).toBe('packedWeightGrams');
  });
});

describe('API product → form values', () => {
  it('shows letter sizes in capitals, no discount as an empty field, and absent facts as empty text', () => {
    const product = {
      Image: 'https://cdn.example.com/a.jpg',
      images: [{ src: 'https://cdn.example.com/a.jpg' }, { src: 'https://cdn.example.com/b.jpg' }],
      title: 'Crescent ring',
      color: 'gold',
      price: 1499,
      discountedPrice: 1499,
      topLevelCategory: 'women',
      thirdLevelCategory: 'women_rings',
      description: '',
      hsn: null,
      gstRate: null,
      material: null,
      weightGrams: null,
      dimensions: null,
      care: null,
      warranty: null,
      sizes: [
        { name: 'xl', quantity: 3 },
        { name: '12', quantity: 0 },
      ],
    } as unknown as Product;
    expect(formValuesOf(product)).toMatchObject({
      images: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
      price: '1499',
      discountedPrice: '',
      hsn: '7117',
      gstRate: '3',
      weightGrams: '',
      size: [
        { name: 'XL', quantity: '3' },
        { name: '12', quantity: '0' },
      ],
    });
  });
});

describe('live figures and server errors', () => {
  it('derives the percent and total quantity from what is typed so far', () => {
    expect(typedRupees(' 1499.5 ')).toBe(1499.5);
    expect(typedRupees('14,99')).toBeUndefined();
    expect(derivedPercent('1000', '750')).toBe(25);
    expect(derivedPercent('1000', 'abc')).toBe(0);
    expect(derivedQuantity([{ quantity: '2' }, { quantity: 'x' }, { quantity: ' 3 ' }])).toBe(5);
  });

  it("maps the API's field names onto the form's", () => {
    expect(formFieldOf('body.Image')).toBe('images');
    expect(formFieldOf('body.sizes.1.quantity')).toBe('size.1.quantity');
    expect(formFieldOf('body.price')).toBe('price');
    expect(formFieldOf('body.version')).toBeUndefined();
  });
});
