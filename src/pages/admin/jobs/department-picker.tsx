import { useState, type KeyboardEvent } from 'react';

import type { AdminDepartment } from '../../../../contract/admin-department-types';
import type { AdminPage } from '../../../../contract/admin-types';
import { useAdminItem, useAdminWrite, writeErrorMessage } from '../../../api/admin-api';
import { controlProps, FieldNotes, type FieldsContext } from './job-form-fields';
import { fieldId } from './job-form-values';

/**
 * The job's department, picked from the site's list (`/api/admin/departments`, decision 037),
 * so the public filter never holds two spellings of one; an admin may add one to the list here.
 */
export function DepartmentPicker({ values, errors, change }: FieldsContext) {
  const { data } = useAdminItem<AdminPage<AdminDepartment[]>>('departments');
  const names = data?.content.map((department) => department.name) ?? [];
  const write = useAdminWrite();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A job whose department left the list (renamed elsewhere) still shows what it holds.
  const options =
    values.department !== '' && !names.includes(values.department)
      ? [...names, values.department]
      : names;

  const add = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const added = await write<AdminDepartment>('POST', 'departments', { name });
      change({ department: added.name }, ['department']);
      setAdding(false);
      setName('');
    } catch (error) {
      setFailure(writeErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  // Enter adds the department, not the job form around it.
  const onNameKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  return (
    <div className="admin-field">
      <label htmlFor={fieldId('department')}>Department</label>
      <select
        {...controlProps('department', errors, true)}
        value={values.department}
        aria-required
        onChange={(event) => change({ department: event.target.value }, ['department'])}
      >
        <option value="">Choose a department</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldNotes
        path="department"
        errors={errors}
        hint="The site’s filter and the talent community offer these."
      />
      {adding ? (
        <div className="department-picker__add">
          <label htmlFor="department-picker-name">New department</label>
          <input
            id="department-picker-name"
            type="text"
            value={name}
            maxLength={80}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            onKeyDown={onNameKey}
          />
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy || name.trim() === ''}
            onClick={() => void add()}
          >
            Add
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setAdding(false);
              setFailure(null);
            }}
          >
            Cancel
          </button>
          {failure && (
            <p className="admin-field__error" role="alert">
              {failure}
            </p>
          )}
        </div>
      ) : (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setAdding(true)}
        >
          Add a department
        </button>
      )}
    </div>
  );
}
