// The 'Дэлгэрэнгүй мэдээлэл' (detail info) modal, opened from the 'Харах' link (spec 2.7).
import { Modal, Table } from 'antd'
import { type ReactNode, useMemo } from 'react'
import { workflowText } from '../../../workflow/workflowMessages.ts'
import { useRecordForm } from '../../RecordFormContext.ts'
import { useChosenLabels } from '../useChosenLabels.ts'
import { recordSummaryRows, summaryFields } from './recordSummary.ts'

/**
 * The record's main fields as a two-column table of label and value, each value as the grid
 * shows it: a related record by its label, amounts and dates formatted.
 */
export function RecordDetailModal(props: { open: boolean; onClose: () => void }): ReactNode {
  const { compiled, values, visibility, language, processWords } = useRecordForm()
  const fields = useMemo(() => summaryFields(compiled), [compiled])
  const labels = useChosenLabels(fields, values, props.open)
  const rows = useMemo(
    () => recordSummaryRows(compiled, values, { language, visibility, words: processWords, labels }),
    [compiled, values, language, visibility, processWords, labels],
  )
  return (
    <Modal
      open={props.open}
      title={workflowText('detailInfo', language)}
      footer={null}
      width={640}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Table
        data-testid="record-detail-table"
        className="tamga-record-summary"
        size="small"
        bordered
        pagination={false}
        rowKey="field"
        dataSource={rows}
        columns={[
          { key: 'label', dataIndex: 'label', title: workflowText('field', language) },
          { key: 'value', dataIndex: 'value', title: workflowText('value', language) },
        ]}
      />
    </Modal>
  )
}
