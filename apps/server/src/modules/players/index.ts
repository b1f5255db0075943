// The players module's public entry: other modules and app.ts import only from here (ADR 025).
export { authRoutes } from './auth-routes';
export { assertNotExcluded } from './auth-service';
export { countryName, requestCountry } from './geo';
export { hashPassword, verifyPassword } from './passwords';
export { phoneRoutes } from './phone-routes';
export { missedProfileFields } from './profile';
export { profileRoutes } from './profile-routes';
