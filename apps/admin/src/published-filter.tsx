/** The 上线 / 下线 filter of the 内容 lists (the API's status=published|unpublished). */
import { Select } from 'antd';

export function PublishedFilter({ value, onChange }: { value?: string; onChange: (status: string | undefined) => void }) {
  return (
    <Select
      aria-label="上下线"
      allowClear
      placeholder="全部状态"
      style={{ width: 150 }}
      value={value}
      onChange={onChange}
      options={[
        { value: 'published', label: '已上线' },
        { value: 'unpublished', label: '已下线' },
      ]}
    />
  );
}
