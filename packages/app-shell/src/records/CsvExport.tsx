import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@wl/ui';
import { downloadCsv } from './csvFile.ts';
import { StyledStatus } from './Records.styles.ts';
import type { RecordsReportProps } from './recordsReportTypes.ts';

/** Rows per request when exporting every page, and the most pages one export reads. */
const EXPORT_PAGE_SIZE = 200;
const EXPORT_MAX_PAGES = 50;

/** Exports every page of the current query (not only the one on screen) as a CSV file. */
export function CsvExport<Row>({
  caption,
  fileName,
  columns,
  fetchPage,
}: Pick<RecordsReportProps<Row>, 'caption' | 'fileName' | 'columns' | 'fetchPage'>) {
  const { t } = useTranslation('records');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'failed' } | { kind: 'done'; count: number }>({
    kind: 'idle',
  });
  const run = async () => {
    setState({ kind: 'busy' });
    try {
      const rows: Row[] = [];
      let pages = 1;
      for (let pageNo = 1; pageNo <= pages && pageNo <= EXPORT_MAX_PAGES; pageNo++) {
        const answer = await fetchPage(pageNo, EXPORT_PAGE_SIZE);
        rows.push(...answer.list);
        pages = answer.totalPages ?? 1;
      }
      downloadCsv(
        fileName,
        columns.map((c) => c.header),
        rows.map((row) => columns.map((c) => c.value(row))),
      );
      setState({ kind: 'done', count: rows.length });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        loading={state.kind === 'busy'}
        onClick={() => void run()}
        aria-label={t('export.label', { caption })}
      >
        {t('export.button')}
      </Button>
      {state.kind === 'done' && (
        <StyledStatus role="status">{t('export.done', { count: state.count })}</StyledStatus>
      )}
      {state.kind === 'failed' && <Alert tone="danger">{t('export.failed')}</Alert>}
    </>
  );
}
