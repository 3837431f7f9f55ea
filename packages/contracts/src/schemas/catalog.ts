// Zod schemas for the catalog area: shared by the API (validation, OpenAPI) and the web app (forms).
export {};
