import { Anchor, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isScreenNotLoaded } from './screen-not-loaded.ts';

export type RouteErrorPageProps = {
  /** Shown inside the dashboard shell rather than as a whole page; default false. */
  inShell?: boolean;
};

/** The default error page (the specification's error catalogue): unknown routes and errors thrown while rendering. */
export function RouteErrorPage({ inShell = false }: RouteErrorPageProps) {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const notLoaded = isScreenNotLoaded(error);
  // The user gets a plain message; the detail goes to the console for whoever debugs it.
  if (!notFound) console.error('Route error', error);
  return (
    <Center mih={inShell ? 320 : '100dvh'} p="md">
      <Stack maw={520} gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {notLoaded ? t('app.errorPage.notOnPhoneTitle') : t('app.errorPage.title')}
        </Title>
        <Text>
          {notFound
            ? t('app.errorPage.notFound')
            : notLoaded
              ? t('app.errorPage.notOnPhone')
              : t('app.errorPage.generic')}
        </Text>
        {isRouteErrorResponse(error) && (
          <Code>
            {error.status} {error.statusText}
          </Code>
        )}
        {/* A 44 px tall target: inline text is only as tall as its line. */}
        <Anchor
          component={Link}
          to="/"
          style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {t('app.errorPage.home')}
        </Anchor>
      </Stack>
    </Center>
  );
}
