/**
 * A detail screen's top row: back to its list, the title (the screen's h1) with its state beside
 * it, and the screen's actions on the right (children).
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function DetailHeading({
  back,
  backLabel,
  title,
  status,
  children,
}: {
  back: string;
  backLabel: string;
  title: ReactNode;
  status?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
      <Space>
        <Link to={back} aria-label={backLabel}>
          <ArrowLeftOutlined aria-hidden />
        </Link>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {status}
      </Space>
      {children}
    </Space>
  );
}
