/** Validates values against schemas of the OpenAPI document, addressed by JSON pointer (`#/components/schemas/X`). */
import Ajv2020 from 'ajv/dist/2020';
import type {OpenApiDocument} from '../plugins/shared/openapi-document';

/** Returns `check(pointer, value)`: the problems found, empty when the value validates. */
export function schemaValidator(doc: OpenApiDocument): (pointer: string, value: unknown) => string[] {
  // x- keywords and OpenAPI's `example` sit inside schemas: not JSON Schema vocabulary, so not strict.
  const ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: false});
  ajv.addSchema(doc, 'openapi');
  return (pointer, value) => {
    const validate = ajv.getSchema(`openapi${pointer}`) ?? ajv.compile({$ref: `openapi${pointer}`});
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  };
}
