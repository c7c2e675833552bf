/** The part of @adobe/structured-data-validator (plain JavaScript, no types) the tests use. */
declare module '@adobe/structured-data-validator' {
  /** One finding: an ERROR breaks the rich result, a WARNING leaves out a recommended field. */
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  }

  /** Items by root type per format, as @marbec/web-auto-extractor gives them. */
  export interface ExtractedData {
    jsonld?: Record<string, Record<string, unknown>[]>;
    microdata?: Record<string, Record<string, unknown>[]>;
    rdfa?: Record<string, Record<string, unknown>[]>;
  }

  /** Google's rich-result rules; given schema.org's vocabulary (JSON-LD), its rules too. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
