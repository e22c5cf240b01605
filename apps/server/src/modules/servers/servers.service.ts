import { serversRegistry } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { insertRegistryRows, registryRoutes } from '../registry/index.ts';
import * as repo from './servers.repository.ts';
import { servers } from './servers.schema.ts';

/** The servers registry (issue 12): the engine serves it from `serversRegistry`, credentials as secret fields. */
export async function serversRoutes(fastify: FastifyInstance, { db, realtime }: { db: Db; realtime: Realtime }) {
  await fastify.register(registryRoutes, { db, realtime, definition: serversRegistry, table: servers });
}

/** Demo servers: name, host, IP, role, environment, OS, state, owner login, responsible login, description. */
const DEMO: readonly (readonly [string, string, string, string, string, string, string, string, string, string])[] = [
  [
    'Сервер 1С:Предприятие (основной)',
    'srv-1c-01.ssm.local',
    '10.10.1.11',
    'onec',
    'production',
    'Windows Server 2019 Standard',
    'working',
    'admin',
    'user5',
    'Кластер серверов 1С 8.3.24: базы БП 3.0, ЗУП 3.1, УТ 11',
  ],
  [
    'СУБД PostgreSQL для 1С',
    'srv-pg-01.ssm.local',
    '10.10.1.12',
    'database',
    'production',
    'Astra Linux SE 1.7',
    'working',
    'admin',
    'user5',
    'PostgreSQL 15 (Postgres Pro) для баз 1С, ночные дампы на хранилище копий',
  ],
  [
    'Файловый сервер',
    'fs01.ssm.local',
    '10.10.1.20',
    'file',
    'production',
    'Windows Server 2016 Standard',
    'working',
    'admin',
    'user9',
    'Общие папки отделов, квоты 50 ГБ на отдел, теневые копии дважды в день',
  ],
  [
    'Почтовый сервер',
    'mail.ssm.ru',
    '185.12.64.10',
    'mail',
    'production',
    'Ubuntu 22.04 LTS (Postfix, Dovecot)',
    'working',
    'admin',
    'user9',
    'Корпоративная почта @ssm.ru, антиспам Rspamd',
  ],
  [
    'Контроллер домена DC1',
    'dc1.ssm.local',
    '10.10.1.2',
    'domain',
    'production',
    'Windows Server 2022 Standard',
    'working',
    'admin',
    'user5',
    'Active Directory, DNS, DHCP центрального офиса',
  ],
  [
    'Контроллер домена DC2 (Сургут)',
    'dc2.ssm.local',
    '10.20.1.2',
    'domain',
    'production',
    'Windows Server 2022 Standard',
    'maintenance',
    'admin',
    'user13',
    'Резервный контроллер на базе №1, замена дисков RAID',
  ],
  [
    'Хранилище резервных копий',
    'backup01.ssm.local',
    '10.10.1.30',
    'backup',
    'production',
    'Proxmox Backup Server 3.1',
    'working',
    'admin',
    'user13',
    'Копии виртуальных машин и баз 1С, хранение 30 дней',
  ],
  [
    'Гипервизор кластера №1',
    'pve-01.ssm.local',
    '10.10.1.5',
    'virtualization',
    'production',
    'Proxmox VE 8.1',
    'working',
    'admin',
    'user5',
    '2 × Xeon Gold 6230, 384 ГБ ОЗУ, 22 виртуальные машины',
  ],
  [
    'Мониторинг Zabbix',
    'zabbix.ssm.local',
    '10.10.1.40',
    'monitoring',
    'production',
    'Debian 12',
    'working',
    'manager',
    'user9',
    'Zabbix 6.4: серверы, каналы связи баз, ИБП, оповещения в Telegram',
  ],
  [
    'Тестовый сервер 1С',
    'srv-1c-test.ssm.local',
    '10.10.2.11',
    'onec',
    'test',
    'Windows Server 2019 Standard',
    'off',
    'manager',
    'user5',
    'Копии рабочих баз для проверки обновлений конфигураций',
  ],
  [
    'Корпоративный портал',
    'portal.ssm.ru',
    '185.12.64.11',
    'web',
    'production',
    'Ubuntu 22.04 LTS (nginx, Node.js)',
    'working',
    'manager',
    'user9',
    'Веб-приложение заявок, задач и документов',
  ],
  [
    'Маршрутизатор базы №1',
    'gw-base1.ssm.local',
    '10.30.0.1',
    'network',
    'production',
    'MikroTik RouterOS 7.12',
    'working',
    'admin',
    'user13',
    'Канал 100 Мбит/с, резервный канал LTE, VPN до офиса',
  ],
  [
    'Стенд разработки',
    'dev01.ssm.local',
    '10.10.3.15',
    'web',
    'development',
    'Ubuntu 24.04 LTS',
    'working',
    'manager',
    'user9',
    'Сборка и проверка доработок портала',
  ],
  [
    'Сервер видеонаблюдения',
    'nvr01.ssm.local',
    '10.30.0.50',
    'other',
    'staging',
    'Linux (Trassir Server)',
    'maintenance',
    'admin',
    'user13',
    '32 камеры базы №1, архив 14 суток',
  ],
];

/** Demo servers (14, Russian, with owners, responsible people and credentials); `scale` adds numbered copies. */
export async function seedServers(db: Db, { scale = 1 }: { scale?: number } = {}): Promise<number[]> {
  const ids = await repo.userIdsByLogin(db);
  const count = Math.max(DEMO.length, Math.round(DEMO.length * scale));
  const rows = Array.from({ length: count }, (_, i) => {
    const [name, host, ip, role, environment, os, state, owner, responsible, description] = DEMO[i % DEMO.length];
    const copy = i < DEMO.length ? '' : ` №${Math.floor(i / DEMO.length) + 1}`;
    return {
      name: `${name}${copy}`,
      host: copy ? host.replace('.', `-${i}.`) : host,
      ip,
      role,
      environment,
      os,
      state,
      owner_id: ids.get(owner) ?? null,
      responsible_id: ids.get(responsible) ?? null,
      description,
      login: role === 'network' ? 'admin' : role === 'onec' ? 'USR1CV8' : 'svc_admin',
      password: `Demo-${(i * 7919) % 100_000}!`,
      credentials_notes:
        role === 'network' ? 'Доступ по SSH только из сети администраторов' : 'Учётная запись в хранилище паролей, раздел «Серверы»',
    };
  });
  return insertRegistryRows(db, servers, rows);
}
