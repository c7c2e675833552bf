/**
 * The departments module's face: what other modules, the pages, SEO and the composition root use.
 */
export {
  createDepartmentService,
  departmentKeyOf,
  departmentOfList,
  listDepartmentEntries,
  listDepartmentNames,
  tidyDepartmentName,
} from './department-service';
export { createDepartmentsAdminRouter } from './departments.admin';
