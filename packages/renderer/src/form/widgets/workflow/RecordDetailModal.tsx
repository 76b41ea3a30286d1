// The 'Дэлгэрэнгүй мэдээлэл' (detail info) modal, opened from the 'Харах' link (spec 2.7).
import { Modal, Table } from 'antd'
import { type ReactNode, useMemo } from 'react'
import { workflowText } from '../../../workflow/workflowMessages.ts'
import { useRecordForm } from '../../RecordFormContext.ts'
import { recordSummaryRows } from './recordSummary.ts'

/** The record's main fields as a two-column table of label and value. */
export function RecordDetailModal(props: { open: boolean; onClose: () => void }): ReactNode {
  const { compiled, values, visibility, language, processWords } = useRecordForm()
  const rows = useMemo(
    () => recordSummaryRows(compiled, values, { language, visibility, words: processWords }),
    [compiled, values, language, visibility, processWords],
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
