// Zod schemas for the reviews area: shared by the API (validation, OpenAPI) and the web app (forms).
export {};
