/**
 * 协议与政策 (permission agreements.write): each agreement with its version in effect and its
 * versions. A new version is written as a draft (text: "## 标题" starts a section, "- " a list
 * item), previewed as the shop lays it out, and published with an effective time; a published
 * version is only read (a new version instead). Publishing a new privacy policy asks members to
 * accept it again once it takes effect — the dialog says so.
 */
import {
  AGREEMENT_VERSION_STATES,
  agreementDraftInputSchema,
  sectionsFromText,
  type AgreementAdminDocument,
  type AgreementVersionDetail,
  type AgreementVersionRow,
} from '@shop/contracts/agreement-admin';
import { Alert, App, Button, Card, DatePicker, Drawer, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { api } from '../../api.ts';
import { useApiData } from '../../use-api-data.ts';
import { useAction } from '../../use-action.ts';
import { zodRule } from '../../zod-rule.ts';

const shape = agreementDraftInputSchema.shape;
const time = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm'));
const STATE_COLORS = { draft: undefined, scheduled: '#0958d9', current: '#237804', superseded: undefined } as const;
const stateTag = (s: AgreementVersionRow['state']) => <Tag color={STATE_COLORS[s]}>{AGREEMENT_VERSION_STATES[s]}</Tag>;

/** The body as the shop shows it: sections with headings, paragraphs, "· " runs as lists. */
function AgreementPreview({ text }: { text: string }) {
  const parsed = sectionsFromText(text);
  if ('problem' in parsed) return <Alert type="warning" showIcon message={parsed.problem} />;
  return (
    <div
      role="region"
      tabIndex={0}
      aria-label="正文预览"
      style={{ background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 4, padding: 12, maxHeight: 360, overflow: 'auto' }}
    >
      {parsed.sections.map((s, i) => (
        <section key={i}>
          <Typography.Title level={4} style={{ fontSize: 15 }}>
            {s.heading}
          </Typography.Title>
          {s.paragraphs.map((p, j) => (
            <p key={j} style={{ margin: '0 0 6px', paddingLeft: p.startsWith('· ') ? 12 : 0 }}>
              {p}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

type DraftValues = { version: string; title: string; summary?: string; body: string };

function DocumentDrawer({ doc, onClose, onChanged }: { doc: AgreementAdminDocument; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const hasDraft = doc.versions.some((v) => v.state === 'draft');
  const base = `/api/admin/agreements/${doc.code}`;
  const draft = useApiData<AgreementVersionDetail>(hasDraft ? `${base}/draft` : null);
  const [viewing, setViewing] = useState<AgreementVersionDetail | null>(null);
  const [form] = Form.useForm<DraftValues>();
  const body = Form.useWatch('body', form) ?? '';
  const [effectiveAt, setEffectiveAt] = useState<Dayjs | null>(null);
  const [publishing, setPublishing] = useState(false);
  const act = useAction(async () => {
    await onChanged();
    await draft.reload();
  });
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);

  const startNew = async () => {
    // A new version starts from the text in effect.
    const from = doc.current?.revision ? await api<AgreementVersionDetail>('GET', `${base}/versions/${doc.current.revision}`) : null;
    form.setFieldsValue({ version: '', title: from?.title ?? doc.name, summary: from?.summary ?? '', body: from?.body ?? '' });
    setEditing(true);
  };
  const editDraft = () => {
    if (!draft.data) return;
    form.setFieldsValue({ version: draft.data.version, title: draft.data.title, summary: draft.data.summary, body: draft.data.body });
    setEditing(true);
  };
  const save = async (v: DraftValues) => {
    const done = await act(() => api(hasDraft ? 'PUT' : 'POST', `${base}/draft`, { ...v, summary: v.summary ?? '' }), '草稿已保存');
    if (done) setEditing(false);
  };
  const publish = async () => {
    const done = await act(() => api('POST', `${base}/draft/publish`, { effectiveAt: effectiveAt?.valueOf() ?? null }), '新版本已发布');
    if (done) setPublishing(false);
  };

  return (
    <Drawer title={`${doc.name}：版本`} open width={960} onClose={onClose} destroyOnHidden>
      {!editing && (
        <Space style={{ marginBottom: 16 }} wrap>
          {!hasDraft && (
            <Button type="primary" onClick={startNew}>
              新建版本
            </Button>
          )}
          {hasDraft && (
            <>
              <Button onClick={editDraft} disabled={!draft.data}>
                编辑草稿
              </Button>
              <Button type="primary" onClick={() => setPublishing(true)} disabled={!draft.data}>
                发布草稿
              </Button>
              <Button danger onClick={() => act(() => api('DELETE', `${base}/draft`), '草稿已删除')}>
                删除草稿
              </Button>
            </>
          )}
          <Typography.Link href={doc.path} target="_blank" rel="noopener">
            在商城查看
          </Typography.Link>
        </Space>
      )}
      {editing ? (
        <Form form={form} layout="vertical" name={`agreement-${doc.code}`} onFinish={save} onFinishFailed={() => message.error('请检查填写的内容')}>
          <Space align="start" wrap>
            <Form.Item label="版本号" name="version" rules={[zodRule(shape.version)]} required extra="如 V6.0">
              <Input style={{ width: 160 }} />
            </Form.Item>
            <Form.Item label="标题" name="title" rules={[zodRule(shape.title)]} required>
              <Input style={{ width: 420 }} maxLength={60} />
            </Form.Item>
          </Space>
          <Form.Item label="更新摘要" name="summary" rules={[zodRule(shape.summary)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount />
          </Form.Item>
          <Form.Item
            label="正文"
            name="body"
            rules={[zodRule(shape.body)]}
            required
            extra="“## 标题”开始一节，其余每行一段，“- ”开头为列表项；按纯文本展示，可用 {brand}、{operator}"
          >
            <Input.TextArea rows={12} />
          </Form.Item>
          <Form.Item label="预览">
            <AgreementPreview text={body} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              保存草稿
            </Button>
            <Button onClick={() => setEditing(false)}>取消</Button>
          </Space>
        </Form>
      ) : (
        <>
          {hasDraft && draft.data && (
            <Card size="small" title={`草稿 ${draft.data.version}：${draft.data.title}`} style={{ marginBottom: 16 }}>
              <AgreementPreview text={draft.data.body} />
            </Card>
          )}
          <Table<AgreementVersionRow>
            rowKey={(r) => r.revision ?? 'draft'}
            size="small"
            dataSource={doc.versions}
            pagination={false}
            columns={[
              { title: '版本', dataIndex: 'version' },
              { title: '标题', dataIndex: 'title' },
              { title: '状态', dataIndex: 'state', render: stateTag },
              { title: '生效时间', dataIndex: 'effectiveAt', render: time },
              { title: '发布时间', dataIndex: 'publishedAt', render: time },
              {
                title: '操作',
                key: 'view',
                render: (_: unknown, r) =>
                  r.revision !== null && (
                    <Button
                      type="link"
                      size="small"
                      onClick={async () => setViewing(await api<AgreementVersionDetail>('GET', `${base}/versions/${r.revision}`))}
                    >
                      查看全文
                    </Button>
                  ),
              },
            ]}
          />
        </>
      )}
      <Modal title={viewing ? `${viewing.version}：${viewing.title}` : ''} open={viewing !== null} footer={null} onCancel={() => setViewing(null)} width={720}>
        {viewing && (
          <>
            <Typography.Paragraph type="secondary">已发布的版本不能修改；如需变更请新建版本。</Typography.Paragraph>
            <AgreementPreview text={viewing.body} />
          </>
        )}
      </Modal>
      <Modal
        title={`发布${doc.name} ${draft.data?.version ?? ''}`}
        open={publishing}
        okText="发布"
        cancelText="取消"
        onOk={publish}
        onCancel={() => setPublishing(false)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {doc.consent && <Alert type="warning" showIcon message="新版本生效后，接受过旧版本的会员在下一次访问时须重新同意。" />}
          <Typography.Text>发布后不能修改。生效时间不填即刻生效；不能早于现在，且须晚于上一版本的生效时间。</Typography.Text>
          <DatePicker
            aria-label="生效时间"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            placeholder="即刻生效"
            value={effectiveAt}
            onChange={setEffectiveAt}
          />
        </Space>
      </Modal>
    </Drawer>
  );
}

export function AgreementsPage() {
  const { data, loading, reload } = useApiData<{ list: AgreementAdminDocument[] }>('/api/admin/agreements');
  const [open, setOpen] = useState<string | null>(null);
  const doc = data?.list.find((d) => d.code === open);
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          协议与政策
        </Typography.Title>
      }
    >
      <Table<AgreementAdminDocument>
        rowKey="code"
        loading={loading}
        dataSource={data?.list ?? []}
        pagination={false}
        columns={[
          {
            title: '协议',
            dataIndex: 'name',
            render: (name: string, d) =>
              d.consent ? (
                <Space>
                  {name}
                  <Tag>需会员同意</Tag>
                </Space>
              ) : (
                name
              ),
          },
          { title: '生效中的版本', key: 'current', render: (_: unknown, d) => (d.current ? `${d.current.version}（${time(d.current.effectiveAt)} 起）` : '—') },
          {
            title: '待生效 / 草稿',
            key: 'pending',
            render: (_: unknown, d) => (
              <Space size={4} wrap>
                {d.versions
                  .filter((v) => v.state === 'draft' || v.state === 'scheduled')
                  .map((v) => (
                    <Tag key={v.revision ?? 'draft'} color={STATE_COLORS[v.state]}>
                      {v.version} {AGREEMENT_VERSION_STATES[v.state]}
                    </Tag>
                  ))}
              </Space>
            ),
          },
          { title: '版本数', key: 'count', render: (_: unknown, d) => d.versions.filter((v) => v.revision !== null).length },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, d) => (
              <Button type="link" aria-label={`管理${d.name}的版本`} onClick={() => setOpen(d.code)}>
                版本管理
              </Button>
            ),
          },
        ]}
      />
      {doc && <DocumentDrawer key={doc.code} doc={doc} onClose={() => setOpen(null)} onChanged={reload} />}
    </Card>
  );
}
