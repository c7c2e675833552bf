/**
 * The site's departments (`/api/admin/departments`, scope `admin:jobs`; decision 037): the list a
 * job's department is picked from, the `/job` filter's and the talent community's options.
 */

/** One of the site's departments as the admin's screens show it. */
export interface AdminDepartment {
  id: number;
  /** 1..80 characters, unique whatever its case and spacing. */
  name: string;
  /** How many jobs, of any status, are in it. */
  jobs: number;
}

/** `POST /api/admin/departments` (add) and `PUT /api/admin/departments/:id` (rename). */
export interface DepartmentInput {
  name: string;
}
