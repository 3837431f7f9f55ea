// Zod schemas for the admin area: shared by the API (validation, OpenAPI) and the web app (forms).
export {};
