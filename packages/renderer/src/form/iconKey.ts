/**
 * An antd icon's name as the kebab-case key of the icons a form may name: `UserOutlined`,
 * `user-outlined` and `user` are all `user`, `IdcardOutlined` is `idcard`.
 */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/-(outlined|filled|twotone)$/i, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
}
