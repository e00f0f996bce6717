/** The sections of a help page (guide pages, mini-program page): headings, paragraphs, lists, steps, tables, contacts, links. */
import { Link } from 'react-router';
import type { GuideBlock, GuideSection } from '@shop/contracts/help-centre';
import styles from './help.module.css';

function SmartLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  return /^(https?:|tel:|mailto:)/.test(href) ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

function Block({ block }: { block: GuideBlock }) {
  switch (block.type) {
    case 'p':
      return <p className={styles.para}>{block.text}</p>;
    case 'note':
      return <p className={styles.note}>{block.text}</p>;
    case 'list': {
      const items = block.items.map((t) => <li key={t}>{t}</li>);
      return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
    }
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.items.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.stepNo} aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{s.title}</h3>
                <p className={styles.stepText}>{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            {block.caption ? <caption className={styles.caption}>{block.caption}</caption> : null}
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={`${i}-${cell}`} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={`${i}-${cell}`}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'contacts':
      return (
        <dl className={styles.contacts}>
          {block.items.map((c) => (
            <div key={c.label} className={styles.contact} data-kind={c.kind}>
              <dt>{c.label}</dt>
              <dd>
                {c.href ? (
                  <SmartLink href={c.href} className={styles.contactValue}>
                    {c.value}
                  </SmartLink>
                ) : (
                  <span className={styles.contactValue}>{c.value}</span>
                )}
                {c.note ? <span className={styles.contactNote}>{c.note}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'links':
      return (
        <ul className={styles.chipLinks}>
          {block.items.map((l) => (
            <li key={l.href}>
              <SmartLink href={l.href} className={styles.chipLink}>
                {l.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      );
  }
}

export function GuideContent({ sections, idPrefix }: { sections: GuideSection[]; idPrefix: string }) {
  return (
    <>
      {sections.map((s, i) => {
        const id = s.id ?? `${idPrefix}-${i + 1}`;
        return (
          <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className={styles.sectionTitle}>
              {s.heading}
            </h2>
            {s.blocks.map((b, j) => (
              <Block key={`${b.type}-${j}`} block={b} />
            ))}
          </section>
        );
      })}
    </>
  );
}

/** A FAQ answer: paragraphs split on blank lines, "- " lines as a list. */
export function AnswerText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <div className={styles.answer}>
      {paragraphs.map((p) => {
        const lines = p.split('\n').filter((l) => l.trim());
        const list = lines.filter((l) => l.startsWith('- '));
        const lead = lines.filter((l) => !l.startsWith('- '));
        return (
          <div key={p}>
            {lead.length ? <p className={styles.para}>{lead.join('')}</p> : null}
            {list.length ? (
              <ul className={styles.list}>
                {list.map((l) => (
                  <li key={l}>{l.slice(2)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
