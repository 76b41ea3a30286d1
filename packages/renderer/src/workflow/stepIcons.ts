// The antd icons STEP_TYPE_APPEARANCE names, and only those: StepTypeIcon looks them up by name
// through a namespace import of this module, which keeps the rest of the set out of the bundle.
export {
  BankOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  DollarOutlined,
  ExportOutlined,
  EyeOutlined,
  FieldTimeOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  FlagOutlined,
  ImportOutlined,
  LikeOutlined,
  PlayCircleOutlined,
  RollbackOutlined,
  SolutionOutlined,
  SwapOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons'
