/**
 * Route patterns with `:name` placeholders (`…/vcns/:vcnId/subnets/:id`), filled from
 * values: the one rule the menu's formatted links, the details pages' links and the catalogue's
 * page links share (it lives beside the page table, src/oci/resource-types/pages.ts). Free of the
 * menu registry, so a screen that only builds links does not carry it.
 */
export { anonymousPattern, fillPage as fillPattern, patternParams } from '../../oci/resource-types/pages';
