// Zod schemas for the payments area: shared by the API (validation, OpenAPI) and the web app (forms).
export {};
