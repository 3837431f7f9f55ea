// Zod schemas for the cart area: shared by the API (validation, OpenAPI) and the web app (forms).
export {};
