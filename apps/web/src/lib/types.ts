/**
 * The API's answers (API.md), typed from the shared Zod schemas in @shop/contracts. Type-only imports: no
 * schema code reaches the browser bundle through this file.
 */
import type {
  AddressInput,
  CartItemReply,
  CartReply,
  Address as ContractAddress,
  InfoPageReply as ContractInfoPage,
  Product as ContractProduct,
  ProductPage as ContractProductPage,
  ProductSize as ContractProductSize,
  Profile as ContractProfile,
  ShopInfo as ContractShop,
  SuggestReply as ContractSuggestions,
  WishlistIdsReply as ContractWishlistIds,
  WishlistMergeReply as ContractWishlistMerge,
  LineProduct,
  OrderReply,
  PaymentLinkReply,
  PaymentResultReply,
  ReviewReply,
} from '@shop/contracts';

export type Product = ContractProduct;
export type ProductPage = ContractProductPage;
export type ProductSize = ContractProductSize;
export type ProductSnapshot = LineProduct;
export type Cart = CartReply;
export type CartItem = CartItemReply;
export type Address = ContractAddress;
export type AddressFields = AddressInput;
export type Order = OrderReply;
export type OrderItem = OrderReply['orderItems'][number];
export type Profile = ContractProfile;
export type Review = ReviewReply;
export type PaymentLink = PaymentLinkReply;
export type PaymentResult = PaymentResultReply;
export type Suggestions = ContractSuggestions;
export type InfoPage = ContractInfoPage;
export type Shop = ContractShop;
export type WishlistIds = ContractWishlistIds;
export type WishlistMerge = ContractWishlistMerge;

export interface AuthReply {
  jwt: string;
  message?: string;
}
