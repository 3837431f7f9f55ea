// Zod schemas for the auth area: shared by the API (validation, OpenAPI) and the web app (forms).
export {};
