/**
 * /Personalcenter/Personal_information (spec 2.8): the avatar with 更换头像 (JPG / PNG / WebP /
 * GIF up to 2 MB: previewed at once, uploaded, re-encoded by the server, then saved to the
 * member), nickname, gender, birthday, name and the masked mobile (更换 → replacePhone).
 * After a change the server rewrites the `user` cookie and the page revalidates, so the
 * header shows the new name at once.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { beijingDate } from '@shop/contracts/beijing-time';
import { GENDER_LABELS, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, type ProfileView, type UploadResult } from '@shop/contracts/profile';
import type { Route } from './+types/personal-information';
import { routeMeta } from '../../../lib/meta';
import { profileEndpoints } from '@shop/contracts/endpoint-refs/profile';
import { uploadEndpoints } from '@shop/contracts/endpoint-refs/uploads';
import { ApiError } from '../../../lib/api-client';
import { browserCaller } from '../../../lib/api-call';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { TextField } from '../../../components/TextField';
import { loadForMember } from './profile.server';
import { callInline } from './profile-client';
import { Avatar } from './Avatar';
import styles from './profile.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await loadForMember(request, context, (api) => api.get(profileEndpoints.info));
  // Today's Beijing date from the server, so the server render and the browser's first render agree.
  return { ...profile, today: beijingDate(Date.now()) };
}

const PATH = '/Personalcenter/Personal_information';
const ACCEPTED = UPLOAD_ACCEPT.split(',');
const fieldClasses = { field: styles.field, label: styles.label, input: styles.input, error: styles.error };

function AvatarPanel({ profile }: { profile: ProfileView }) {
  const revalidator = useRevalidator();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError('');
    if (!ACCEPTED.includes(file.type)) return setError('仅支持 JPG、PNG、WebP、GIF 格式的图片');
    if (file.size > UPLOAD_MAX_BYTES) return setError('图片大小不能超过2MB，请压缩后重新上传');
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const up = await callInline(uploadEndpoints.upload, { query: { fileMeta: 'avatar' }, body: form });
      if (!up.ok) return setError(up.failed ? '头像上传失败，请稍后重试' : up.message);
      const saved = await callInline(profileEndpoints.modify, { body: { avatarId: up.data.id } });
      if (!saved.ok) return setError(saved.failed ? '头像保存失败，请稍后重试' : saved.message);
      showToast('头像已更新');
      await revalidator.revalidate();
      setPreview(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="info-avatar">
      <h2 id="info-avatar">头像</h2>
      <div className={styles.avatarRow}>
        {preview ? (
          <img src={preview} alt="新头像预览" className={styles.avatarImg} style={{ width: 96, height: 96 }} data-testid="avatar-preview" />
        ) : (
          <Avatar src={profile.ava} name={profile.memNm} testId="avatar-current" />
        )}
        <div className={styles.avatarActions}>
          <input
            ref={input}
            id="avatar-file"
            type="file"
            accept={UPLOAD_ACCEPT}
            className={styles.fileInput}
            onChange={onFile}
            disabled={busy}
            data-testid="avatar-input"
          />
          <label htmlFor="avatar-file" className={`btn ${styles.fileButton}`} aria-disabled={busy || undefined}>
            {busy ? '上传中…' : '更换头像'}
          </label>
          <p className={styles.hint}>支持 JPG、PNG、WebP、GIF，不超过 2MB</p>
        </div>
      </div>
      {error ? (
        <p className={styles.alert} role="alert" data-testid="avatar-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

export default function PersonalInformation({ loaderData: profile }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const [nickname, setNickname] = useState(profile.memNm);
  const [gender, setGender] = useState(profile.gender);
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [realName, setRealName] = useState(profile.realName);
  const [errors, setErrors] = useState<{ nickname?: string; other?: string }>({});
  const [saving, setSaving] = useState(false);
  const { today } = profile;

  async function save(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    const trimmed = nickname.trim();
    if ([...trimmed].length < 2 || [...trimmed].length > 20) return setErrors({ nickname: '昵称需为2-20个字' });
    setSaving(true);
    try {
      if (trimmed !== profile.memNm) {
        try {
          await browserCaller.get(profileEndpoints.modifyNickNm, { body: { nickNm: trimmed } });
        } catch (err) {
          if (err instanceof ApiError) return setErrors({ nickname: err.displayMessage });
          throw err;
        }
      }
      if (gender !== profile.gender || birthday !== (profile.birthday ?? '') || realName !== profile.realName) {
        try {
          await browserCaller.get(profileEndpoints.modify, { body: { gender, birthday, realName } });
        } catch (err) {
          if (err instanceof ApiError) return setErrors({ other: err.displayMessage });
          throw err;
        }
      }
      showToast('保存成功');
      await revalidator.revalidate();
    } finally {
      setSaving(false);
    }
  }

  // A saved nickname comes back through the sanitiser: show what was stored.
  useEffect(() => setNickname(profile.memNm), [profile.memNm]);

  return (
    <div className={styles.page} data-testid="personal-information">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '个人信息', path: PATH },
        ]}
      />
      <h1 className={styles.title}>个人信息</h1>
      <div className={styles.column}>
        <AvatarPanel profile={profile} />
        <form className={styles.panel} onSubmit={save} noValidate aria-labelledby="info-basic">
          <h2 id="info-basic">基本资料</h2>
          <TextField
            id="nickname"
            label="昵称"
            value={nickname}
            onValue={setNickname}
            error={errors.nickname}
            classes={fieldClasses}
            maxLength={40}
            autoComplete="nickname"
            data-testid="nickname-input"
          />
          <fieldset className={styles.radios}>
            <legend>性别</legend>
            {[1, 2, 0].map((g) => (
              <label key={g}>
                <input type="radio" name="gender" value={g} checked={gender === g} onChange={() => setGender(g)} data-testid={`gender-${g}`} />
                {GENDER_LABELS[g]}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor="birthday" className={styles.label}>
              生日
            </label>
            <input
              id="birthday"
              type="date"
              className={styles.input}
              value={birthday}
              min="1900-01-01"
              max={today}
              onChange={(e) => setBirthday(e.target.value)}
              data-testid="birthday-input"
            />
          </div>
          <TextField id="real-name" label="姓名" value={realName} onValue={setRealName} classes={fieldClasses} maxLength={25} autoComplete="name" />
          <div className={styles.field}>
            <span className={styles.label}>手机号</span>
            <div className={styles.readonly}>
              <span data-testid="info-mobile">{profile.mobile}</span>
              <Link to="/Personalcenter/replacePhone" className={styles.link}>
                更换手机号
              </Link>
            </div>
          </div>
          {errors.other ? (
            <p className={styles.alert} role="alert">
              {errors.other}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={saving} data-testid="profile-save">
              {saving ? '保存中…' : '保存'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
