// Zod schemas for the orders area: shared by the API (validation, OpenAPI) and the web app (forms).
export {};
