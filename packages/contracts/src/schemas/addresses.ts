// Zod schemas for the addresses area: shared by the API (validation, OpenAPI) and the web app (forms).
export {};
