/**
 * What a connection sees of its external git host: the user it signs in as, its repositories
 * (filtered by name), a repository's branches and a branch's latest commits.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paramsFor, type OperationName } from '../../../../oci/operations';
import { readData, useRead } from '../../../data/useRead';
import { Button, Card, DataTable, ErrorPanel, TextField, type DataTableColumn } from '../../../ui';
import type { Row } from '../../../kit/listSpec';
import { itemsOf, rowText } from '../../../kinds/devops/rows';
import { FieldValue } from '../../../kit/FieldValue';

export interface ConnectionGitProps {
  readonly connectionId: string;
  readonly region: string;
}

function useList(operation: OperationName | null, params: Readonly<Record<string, unknown>>, region: string) {
  const read = useRead(operation, paramsFor(operation, params), region);
  const data = readData(read.state);
  return {
    read,
    rows: itemsOf(data?.data),
    failure: read.state.status === 'error' ? read.state.failure : undefined,
  };
}

export function ConnectionGit({ connectionId, region }: ConnectionGitProps) {
  const { t } = useTranslation(['devops', 'glossary']);
  const [contains, setContains] = useState('');
  const [repository, setRepository] = useState<Row>();
  const [branch, setBranch] = useState<string>();
  const base = useMemo(() => ({ connectionId }), [connectionId]);
  const user = readData(useRead('getExternalGitUser', base, region).state)?.data;
  const repoParams = useMemo(
    () => (contains.trim() === '' ? base : { ...base, repositoryNameContains: contains.trim() }),
    [base, contains],
  );
  const repositories = useList('listExternalGitRepositories', repoParams, region);
  const repositoryId = repository === undefined ? undefined : rowText(repository, 'id');
  const branchParams = useMemo(() => ({ ...base, externalRepositoryId: repositoryId }), [base, repositoryId]);
  const branches = useList(
    repositoryId === undefined ? null : 'listExternalGitBranches',
    branchParams,
    region,
  );
  const commitParams = useMemo(
    () => ({ ...base, externalRepositoryId: repositoryId, externalBranchName: branch }),
    [base, repositoryId, branch],
  );
  const commits = useList(branch === undefined ? null : 'listExternalGitBranchCommits', commitParams, region);

  const repoColumns: DataTableColumn<Row>[] = [
    {
      id: 'name',
      header: t('git.repository'),
      isRowHeader: true,
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => {
            setRepository(row);
            setBranch(undefined);
          }}
        >
          {rowText(row, 'fullName') ?? rowText(row, 'name') ?? ''}
        </Button>
      ),
    },
    {
      id: 'url',
      header: t('git.url'),
      cell: (row) => <FieldValue value={rowText(row, 'httpUrl')} format="code" />,
    },
    {
      id: 'branch',
      header: t('git.defaultBranch'),
      cell: (row) => <FieldValue value={rowText(row, 'defaultBranch')} format="code" />,
    },
  ];
  const branchColumns: DataTableColumn<Row>[] = [
    {
      id: 'name',
      header: t('git.branch'),
      isRowHeader: true,
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => {
            setBranch(rowText(row, 'name'));
          }}
        >
          {rowText(row, 'name') ?? ''}
        </Button>
      ),
    },
  ];
  const commitColumns: DataTableColumn<Row>[] = [
    {
      id: 'message',
      header: t('git.message'),
      isRowHeader: true,
      cell: (row) => rowText(row, 'commitMessage') ?? '',
    },
    {
      id: 'hash',
      header: t('git.commit'),
      cell: (row) => <FieldValue value={rowText(row, 'commitHash')?.slice(0, 12)} format="code" />,
    },
    { id: 'author', header: t('git.author'), cell: (row) => rowText(row, 'authorName') ?? '' },
    {
      id: 'time',
      header: t('glossary:created'),
      cell: (row) => <FieldValue value={rowText(row, 'timeCreated')} format="dateTime" />,
    },
  ];

  return (
    <div className="devops-git">
      {user !== undefined ? (
        <p data-testid="git-user">
          {t('git.signedInAs', { login: rowText(user, 'login') ?? '', name: rowText(user, 'name') ?? '' })}
        </p>
      ) : null}
      <TextField label={t('git.filter')} value={contains} onChange={setContains} type="search" />
      {repositories.failure !== undefined ? (
        <ErrorPanel title={t('git.failed')} failure={repositories.failure} />
      ) : null}
      <DataTable
        caption={t('git.repositories')}
        columns={repoColumns}
        rows={repositories.rows}
        rowKey={(row) => rowText(row, 'id') ?? ''}
        isLoading={repositories.read.state.status === 'loading'}
      />
      {repository !== undefined ? (
        <Card title={t('git.branchesOf', { name: rowText(repository, 'name') ?? '' })} headingLevel={3}>
          <DataTable
            caption={t('git.branches')}
            hideCaption
            columns={branchColumns}
            rows={branches.rows}
            rowKey={(row) => rowText(row, 'name') ?? ''}
            isLoading={branches.read.state.status === 'loading'}
          />
        </Card>
      ) : null}
      {branch !== undefined ? (
        <Card title={t('git.commitsOf', { name: branch })} headingLevel={3}>
          <DataTable
            caption={t('git.commits')}
            hideCaption
            columns={commitColumns}
            rows={commits.rows}
            rowKey={(row) => rowText(row, 'commitHash') ?? ''}
            isLoading={commits.read.state.status === 'loading'}
          />
        </Card>
      ) : null}
    </div>
  );
}
