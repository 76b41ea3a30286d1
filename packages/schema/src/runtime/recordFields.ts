/**
 * The field a read record (and a listed row) carries its version in: PostgreSQL's row version,
 * which every update changes. An update sends it back and is refused (409) when it moved.
 */
export const VERSION_FIELD = '_version'

/**
 * The field a listed row (and a read record) of a krud whose document names a workflow carries
 * its process id in: the `tamga_process` row the status history and actions go through, or
 * null for a record that has none (it existed before the krud had a workflow). Rows of other
 * kruds, exports and printouts do not have it.
 */
export const PROCESS_ID_FIELD = '__process_id'

/**
 * The suffix of the field a listed row carries a relation column's label in: `aimag_id` →
 * `aimag_id__label`, the related row's label read in the list's own statement.
 */
export const LABEL_SUFFIX = '__label'
