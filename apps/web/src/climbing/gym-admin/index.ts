export { type AdminGymRef, adminPath, publicGymPath } from './admin-paths';
export { GYM_ADMIN_TOOL_ICONS, GymAdminFrame } from './gym-admin-frame';
export { adminGymQuery, GYM_ADMIN_NAMESPACE, useAdminGym } from './use-admin-gym';
